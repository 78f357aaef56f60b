#ifndef MEKURI_CSDL2IMAGE_SHIM_H
#define MEKURI_CSDL2IMAGE_SHIM_H

#include <SDL_image.h>

/*
 * SDL_image and the codecs it links (libpng, libjpeg, libtiff, libwebp and theirs) load the first
 * time an image is read or written, not at exec: on Linux the program does not link them and
 * these functions find SDL_image with dlopen on first use and initialise its formats there,
 * once, so an image worker's thread never initialises one on its own; elsewhere they call it
 * directly (its loaders initialise each format as they need it).
 */
#if defined(__linux__)
#include <dlfcn.h>
#include <sched.h>
#include <stdio.h>

#define MEKURI_SDL_IMAGE_LIBRARY "libSDL2_image-2.0.so.0"

/* SDL_image's functions the program calls, or why they could not be found. */
typedef struct {
    SDL_Surface *(*load)(const char *);
    int (*savePNG)(SDL_Surface *, SDL_RWops *, int);
    char problem[512];
} MekuriImageLibrary;

/* SDL_image, opened and its formats initialised by the first caller; the others wait for it. */
static inline const MekuriImageLibrary *mekuri_image_library(void) {
    static MekuriImageLibrary library;
    static int state; /* 0: not opened, 1: opening, 2: done */
    int expected = 0;
    if (__atomic_compare_exchange_n(&state, &expected, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        void *handle = dlopen(MEKURI_SDL_IMAGE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
        if (handle) {
            int (*initialise)(int) = (int (*)(int))dlsym(handle, "IMG_Init");
            if (initialise) initialise(IMG_INIT_PNG | IMG_INIT_JPG | IMG_INIT_WEBP);
            library.load = (SDL_Surface *(*)(const char *))dlsym(handle, "IMG_Load");
            library.savePNG = (int (*)(SDL_Surface *, SDL_RWops *, int))dlsym(handle, "IMG_SavePNG_RW");
        }
        if (!library.load || !library.savePNG) {
            const char *reason = dlerror();
            snprintf(library.problem, sizeof library.problem, "cannot load %s (%s); install libsdl2-image",
                     MEKURI_SDL_IMAGE_LIBRARY, reason ? reason : "a function is missing");
        }
        __atomic_store_n(&state, 2, __ATOMIC_RELEASE);
    } else {
        while (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != 2) sched_yield();
    }
    return &library;
}

/* IMG_Load, opening SDL_image first; NULL with SDL's error set when it cannot be. */
static inline SDL_Surface *mekuri_IMG_Load(const char *file) {
    const MekuriImageLibrary *library = mekuri_image_library();
    if (!library->load) { SDL_SetError("%s", library->problem); return NULL; }
    return library->load(file);
}

/* IMG_SavePNG_RW, opening SDL_image first; -1 with SDL's error set when it cannot be. */
static inline int mekuri_IMG_SavePNG_RW(SDL_Surface *surface, SDL_RWops *destination, int freedst) {
    const MekuriImageLibrary *library = mekuri_image_library();
    if (!library->savePNG) { SDL_SetError("%s", library->problem); return -1; }
    return library->savePNG(surface, destination, freedst);
}
#else
static inline SDL_Surface *mekuri_IMG_Load(const char *file) { return IMG_Load(file); }
static inline int mekuri_IMG_SavePNG_RW(SDL_Surface *surface, SDL_RWops *destination, int freedst) {
    return IMG_SavePNG_RW(surface, destination, freedst);
}
#endif

#endif
