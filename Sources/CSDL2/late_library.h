#ifndef MEKURI_LATE_LIBRARY_H
#define MEKURI_LATE_LIBRARY_H

/*
 * A C library opened the first time one of its functions is called, not at exec: SDL_ttf,
 * fontconfig and SDL_image (see their shims). Each brings libraries of its own (FreeType,
 * HarfBuzz, GLib, expat, the image codecs) that a run which never draws text or reads an image
 * would otherwise load and relocate at start: 1.6 MB and about a millisecond for SDL_ttf's and
 * fontconfig's.
 *
 * On Linux the program does not link these libraries: the first call opens one with dlopen and
 * finds its functions with dlsym, once, while other threads wait. Elsewhere the program links
 * them and the table holds their own addresses. A library that cannot be opened leaves its
 * table empty and a one-line problem naming it and the package to install; each call then
 * gives its failure value.
 *
 * The table lives in a static inline function, so each Swift file that calls the wrappers keeps
 * a table of its own (Swift emits imported inline functions into every object file that uses
 * them) and opens the library again the first time it calls: dlopen and the libraries' own
 * initialisers count their callers, so that costs only the look-ups.
 *
 * A shim lists its library's functions in an X-macro, F(result, name, parameters, arguments,
 * failure) for those with a result and P(name, parameters, arguments) for those without, and
 * makes its table, opener (MEKURI_LATE_OPENER) and `mekuri_` wrappers (MEKURI_LATE_WRAPPER) from
 * it with the macros below.
 */

#include <sched.h>
#include <stdio.h>
#include <string.h>
#if defined(__linux__)
#include <dlfcn.h>
#endif

/** Room for a library's problem: what could not be opened, why and what to install. */
#define MEKURI_LATE_PROBLEM_SIZE 512

/** Opening states: not opened, being opened by one thread, opened (or failed for good). */
enum { MEKURI_LATE_CLOSED = 0, MEKURI_LATE_OPENING = 1, MEKURI_LATE_OPEN = 2 };

/** Whether the caller is the one to open the library (then it calls mekuri_late_finish); any
 *  other caller returns 0 once the opener has finished. */
static inline int mekuri_late_begin(int *state) {
    if (__atomic_load_n(state, __ATOMIC_ACQUIRE) == MEKURI_LATE_OPEN) return 0; /* every call after the first */
    int expected = MEKURI_LATE_CLOSED;
    if (__atomic_compare_exchange_n(state, &expected, MEKURI_LATE_OPENING, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        return 1;
    }
    while (__atomic_load_n(state, __ATOMIC_ACQUIRE) != MEKURI_LATE_OPEN) sched_yield();
    return 0;
}

/** Marks the library opened, publishing its table to the waiting threads. */
static inline void mekuri_late_finish(int *state) { __atomic_store_n(state, MEKURI_LATE_OPEN, __ATOMIC_RELEASE); }

/** Notes why `file` is unusable in `problem` (the first reason only), naming `package`. */
static inline void mekuri_late_problem(char *problem, const char *file, const char *reason, const char *package) {
    if (problem[0] != '\0') return;
    /* A library that is installed but cannot be mapped or opened: memory or open files ran out
     * (ulimit -v, ulimit -n), and installing it again would not help. */
    if (strstr(reason, "failed to map segment") || strstr(reason, "Cannot allocate memory")
        || strstr(reason, "Too many open files")) {
        snprintf(problem, MEKURI_LATE_PROBLEM_SIZE, "cannot load %s (%s); the process is out of memory or open "
                 "files: raise ulimit -v or ulimit -n", file, reason);
        return;
    }
    snprintf(problem, MEKURI_LATE_PROBLEM_SIZE, "cannot load %s (%s); install %s", file, reason, package);
}

#if defined(__linux__)
/** The opened library `file`, or NULL with the reason noted in `problem`. */
static inline void *mekuri_late_open(const char *file, const char *package, char *problem) {
    void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        mekuri_late_problem(problem, file, reason ? reason : "dlopen failed", package);
    }
    return handle;
}

/** The function `name` of the opened library `handle`, or NULL (noted in `problem`) when it
 *  has none; NULL without a note when the library itself could not be opened. */
static inline void *mekuri_late_symbol(void *handle, const char *name, const char *file, const char *package, char *problem) {
    if (!handle) return NULL;
    void *function = dlsym(handle, name);
    if (!function) {
        char reason[MEKURI_LATE_PROBLEM_SIZE];
        snprintf(reason, sizeof reason, "it has no %s", name);
        mekuri_late_problem(problem, file, reason, package);
    }
    return function;
}

/** The address of the function `name` of the library the opener opened (its locals `handle`,
 *  `late_file`, `late_package` and `library`). */
#define MEKURI_LATE_FUNCTION(name) mekuri_late_symbol(handle, #name, late_file, late_package, library.problem)
#else
/** Linked, so always open. */
static inline void *mekuri_late_open(const char *file, const char *package, char *problem) {
    (void)file; (void)package; (void)problem;
    return (void *)1;
}

/** The address of the linked function `name`. */
#define MEKURI_LATE_FUNCTION(name) ((void)handle, (void *)name)
#endif

/** Fills the opener's entry for a function with a result, from the library it opened. */
#define MEKURI_LATE_LOOKUP(result, name, parameters, arguments, failure)                                             \
    *(void **)&library.name = MEKURI_LATE_FUNCTION(name);
/** Fills the opener's entry for a function without one. */
#define MEKURI_LATE_PROCEDURE_LOOKUP(name, parameters, arguments)                                                   \
    *(void **)&library.name = MEKURI_LATE_FUNCTION(name);

/** Defines `static inline const Table *opener(void)`: the first caller opens `file` (naming
 *  `package` when it cannot), fills the table from the X-macro `functions`, then runs `start` (a
 *  statement that may use `library`, `handle`, `late_file` and `late_package`, and note a problem
 *  in `library.problem`); the other callers wait for it. */
#define MEKURI_LATE_OPENER(Table, opener, functions, file, package, start)                                         \
    static inline const Table *opener(void) {                                                                       \
        static Table library;                                                                                       \
        static int state;                                                                                           \
        if (mekuri_late_begin(&state)) {                                                                            \
            const char *late_file = file, *late_package = package;                                                  \
            void *handle = mekuri_late_open(late_file, late_package, library.problem);                              \
            (void)handle;                                                                                           \
            functions(MEKURI_LATE_LOOKUP, MEKURI_LATE_PROCEDURE_LOOKUP)                                              \
            start                                                                                                   \
            MEKURI_LATE_CLEAR_IF_INCOMPLETE(library)                                                                \
            mekuri_late_finish(&state);                                                                             \
        }                                                                                                           \
        return &library;                                                                                            \
    }

/** A table entry for a function with a result. */
#define MEKURI_LATE_POINTER(result, name, parameters, arguments, failure) result (*name) parameters;
/** A table entry for a function without one. */
#define MEKURI_LATE_PROCEDURE_POINTER(name, parameters, arguments) void (*name) parameters;

/** Empties `table`'s entries when any is missing, so a partly found library is not half used. */
#define MEKURI_LATE_CLEAR_IF_INCOMPLETE(table)                                                                     \
    if ((table).problem[0] != '\0') {                                                                                \
        char kept[MEKURI_LATE_PROBLEM_SIZE];                                                                         \
        memcpy(kept, (table).problem, sizeof kept);                                                                  \
        memset(&(table), 0, sizeof(table));                                                                          \
        memcpy((table).problem, kept, sizeof kept);                                                                  \
    }

/** A wrapper `mekuri_NAME` for a function with a result, calling it through `opener()`'s
 *  table; when the library is unusable it passes the problem to `report` and gives `failure`. */
#define MEKURI_LATE_WRAPPER(opener, report, result, name, parameters, arguments, failure)                           \
    static inline result mekuri_##name parameters {                                                                 \
        __typeof__(opener()) library = opener();                                                                    \
        if (!library->name) {                                                                                       \
            report(library->problem);                                                                               \
            return failure;                                                                                         \
        }                                                                                                           \
        return library->name arguments;                                                                             \
    }
/** A wrapper `mekuri_NAME` for a function without a result; nothing when the library is unusable. */
#define MEKURI_LATE_PROCEDURE_WRAPPER(opener, name, parameters, arguments)                                          \
    static inline void mekuri_##name parameters {                                                                   \
        __typeof__(opener()) library = opener();                                                                    \
        if (library->name) library->name arguments;                                                                 \
    }
/** A `report` that sets SDL's error to the problem (for SDL's own libraries). */
#define MEKURI_LATE_REPORT_TO_SDL(problem) SDL_SetError("%s", problem)
/** A `report` that says nothing (the caller asks for the problem when it needs it). */
#define MEKURI_LATE_REPORT_NOTHING(problem) (void)(problem)

#endif
