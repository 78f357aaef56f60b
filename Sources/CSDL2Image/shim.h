#ifndef MEKURI_CSDL2IMAGE_SHIM_H
#define MEKURI_CSDL2IMAGE_SHIM_H

#include <SDL_image.h>
#include "../CSDL2/late_library.h"

/*
 * SDL_image and the codecs it links (libpng, libjpeg, libtiff, libwebp and theirs) open the first
 * time an image is read or written (see late_library.h): call the `mekuri_IMG_…` functions,
 * never `IMG_…` (on Linux the program does not link SDL_image). The opener also initialises its
 * formats, once, so an image worker's thread never initialises one on its own.
 */

#define MEKURI_SDL_IMAGE_LIBRARY "libSDL2_image-2.0.so.0"
#define MEKURI_SDL_IMAGE_PACKAGE "libsdl2-image-2.0-0"
/** The formats initialised when SDL_image opens. */
#define MEKURI_SDL_IMAGE_FORMATS (IMG_INIT_PNG | IMG_INIT_JPG | IMG_INIT_WEBP)

/* SDL_image's functions the program calls, each with its result when SDL_image cannot be opened. */
#define MEKURI_IMAGE_FUNCTIONS(F, P)                                                                                \
    F(SDL_Surface *, IMG_Load, (const char *file), (file), NULL)                                                    \
    F(int, IMG_SavePNG_RW, (SDL_Surface *surface, SDL_RWops *destination, int freedst), (surface, destination, freedst), -1)

/* SDL_image's functions, or none and why. */
typedef struct {
    MEKURI_IMAGE_FUNCTIONS(MEKURI_LATE_POINTER, MEKURI_LATE_PROCEDURE_POINTER)
    char problem[MEKURI_LATE_PROBLEM_SIZE];
} MekuriImageLibrary;

/* Initialises SDL_image's formats once it is open. */
#define MEKURI_IMAGE_START                                                                                          \
    int (*initialise)(int);                                                                                         \
    *(void **)&initialise = MEKURI_LATE_FUNCTION(IMG_Init);                                                         \
    if (initialise) initialise(MEKURI_SDL_IMAGE_FORMATS);

/* SDL_image, opened and its formats initialised by the first caller; the others wait for it. */
MEKURI_LATE_OPENER(MekuriImageLibrary, mekuri_image_library, MEKURI_IMAGE_FUNCTIONS, MEKURI_SDL_IMAGE_LIBRARY,
                   MEKURI_SDL_IMAGE_PACKAGE, MEKURI_IMAGE_START)

/* Each function as `mekuri_IMG_…`: SDL_image's, opening it first; the failure value with SDL's
 * error set to the problem when it cannot be opened. */
#define MEKURI_IMAGE_WRAPPER(result, name, parameters, arguments, failure)                                           \
    MEKURI_LATE_WRAPPER(mekuri_image_library, MEKURI_LATE_REPORT_TO_SDL, result, name, parameters, arguments, failure)
#define MEKURI_IMAGE_PROCEDURE_WRAPPER(name, parameters, arguments)                                                 \
    MEKURI_LATE_PROCEDURE_WRAPPER(mekuri_image_library, name, parameters, arguments)
MEKURI_IMAGE_FUNCTIONS(MEKURI_IMAGE_WRAPPER, MEKURI_IMAGE_PROCEDURE_WRAPPER)

#include <pthread.h>
#include <stdio.h>

/*
 * IMG_Load with C's `stderr` stream pointed at /dev/null for the call: libpng and libjpeg print
 * their own line there ("libpng error: IDA[00]: invalid chunk type") before SDL_image's error
 * says the same, and Mekuri says each problem once, in its own words. Mekuri writes its own
 * lines to file descriptor 2 directly, which this leaves alone; a lock keeps two decodes from
 * leaving the stream pointed at /dev/null. Call it from one Swift file only (its statics are
 * that file's).
 */
static inline SDL_Surface *mekuri_IMG_Load_quietly(const char *file) {
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static FILE *sink;
    pthread_mutex_lock(&lock);
    if (!sink) sink = fopen("/dev/null", "w");
    FILE *saved = stderr;
    if (sink) stderr = sink;
    SDL_Surface *surface = mekuri_IMG_Load(file);
    stderr = saved;
    pthread_mutex_unlock(&lock);
    return surface;
}

#endif
