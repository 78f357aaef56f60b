#ifndef MEKURI_CSDL2_DISPLAY_LOSS_H
#define MEKURI_CSDL2_DISPLAY_LOSS_H

/*
 * When the X server goes away, Xlib calls its I/O error handler and, once that returns, prints
 * its own line and exits with status 1. SDL sets no handler of its own. This one calls the
 * program's `last_words` (which saves what it must and says one line) and ends the process
 * with `status`, so the handler never returns to Xlib. SDL opens libX11 itself; this finds the
 * copy SDL opened and opens no other.
 */

#include <stdlib.h>
#include <unistd.h>
#if defined(__linux__)
#include <dlfcn.h>
#endif

/* What a lost display does (kept in function statics: Swift emits a header's inline functions,
 * not its static variables). */
typedef struct {
    void (*last_words)(void);
    int status;
} MekuriDisplayLoss;

static inline MekuriDisplayLoss *mekuri_display_loss(void) {
    static MekuriDisplayLoss loss;
    return &loss;
}

static inline int mekuri_display_io_error(void *display) {
    (void)display;
    MekuriDisplayLoss *loss = mekuri_display_loss();
    if (loss->last_words) loss->last_words();
    _exit(loss->status);
    return 0;
}

/** Makes a lost X display call `last_words`, then end the process with `status`; returns 1
 *  when the handler is set, 0 when the program is not using libX11 (another video driver). */
static inline int mekuri_on_display_loss(void (*last_words)(void), int status) {
#if defined(__linux__)
    void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
    if (!x11) return 0;
    void *(*set_handler)(int (*)(void *));
    *(void **)&set_handler = dlsym(x11, "XSetIOErrorHandler");
    if (!set_handler) { dlclose(x11); return 0; }
    mekuri_display_loss()->last_words = last_words;
    mekuri_display_loss()->status = status;
    set_handler(mekuri_display_io_error);
    /* The handle stays open: SDL holds libX11 for the process's life. */
    return 1;
#else
    (void)last_words;
    (void)status;
    return 0;
#endif
}

#endif
