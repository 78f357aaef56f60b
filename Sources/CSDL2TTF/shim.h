#ifndef MEKURI_CSDL2TTF_SHIM_H
#define MEKURI_CSDL2TTF_SHIM_H

#include <SDL_ttf.h>
#include "../CSDL2/late_library.h"

/*
 * SDL_ttf, with FreeType, HarfBuzz and GLib under it, opens the first time text is measured or
 * drawn (see late_library.h): call the `mekuri_TTF_…` functions, never `TTF_…` (on Linux the
 * program does not link SDL_ttf). The opener also initialises SDL_ttf, once for the process;
 * it stays initialised until exit, so faces may outlive any one SDLRuntime.
 */

#define MEKURI_SDL_TTF_LIBRARY "libSDL2_ttf-2.0.so.0"
#define MEKURI_SDL_TTF_PACKAGE "libsdl2-ttf-2.0-0"

/* SDL_ttf's functions the program calls, each with its result when SDL_ttf cannot be opened. */
#define MEKURI_TTF_FUNCTIONS(F, P)                                                                                  \
    F(TTF_Font *, TTF_OpenFontIndex, (const char *file, int size, long index), (file, size, index), NULL)           \
    F(TTF_Font *, TTF_OpenFontIndexRW, (SDL_RWops *source, int freesource, int size, long index),                   \
      (source, freesource, size, index), NULL)                                                                      \
    F(int, TTF_SetFontSize, (TTF_Font *font, int size), (font, size), -1)                                           \
    F(int, TTF_FontHeight, (const TTF_Font *font), (font), 0)                                                       \
    F(int, TTF_FontAscent, (const TTF_Font *font), (font), 0)                                                       \
    F(int, TTF_SizeUTF8, (TTF_Font *font, const char *text, int *width, int *height), (font, text, width, height), -1) \
    F(SDL_Surface *, TTF_RenderUTF8_Blended, (TTF_Font *font, const char *text, SDL_Color color), (font, text, color), \
      NULL)                                                                                                         \
    F(int, TTF_GlyphIsProvided32, (TTF_Font *font, Uint32 character), (font, character), 0)                         \
    P(TTF_CloseFont, (TTF_Font *font), (font))

/* SDL_ttf's functions, or none and why. */
typedef struct {
    MEKURI_TTF_FUNCTIONS(MEKURI_LATE_POINTER, MEKURI_LATE_PROCEDURE_POINTER)
    char problem[MEKURI_LATE_PROBLEM_SIZE];
} MekuriTTFLibrary;

/* Initialises SDL_ttf once it is open (it stays initialised until exit). */
#define MEKURI_TTF_START                                                                                            \
    int (*initialise)(void);                                                                                        \
    *(void **)&initialise = MEKURI_LATE_FUNCTION(TTF_Init);                                                         \
    if (initialise && library.problem[0] == '\0' && initialise() != 0) {                                            \
        snprintf(library.problem, sizeof library.problem, "cannot initialise SDL_ttf (%s)", SDL_GetError());        \
    }

/* SDL_ttf, opened and initialised by the first caller; the others wait for it. */
MEKURI_LATE_OPENER(MekuriTTFLibrary, mekuri_ttf_library, MEKURI_TTF_FUNCTIONS, MEKURI_SDL_TTF_LIBRARY,
                   MEKURI_SDL_TTF_PACKAGE, MEKURI_TTF_START)

/* Why SDL_ttf cannot be used, opening it first; NULL when it can. */
static inline const char *mekuri_ttf_problem(void) {
    const MekuriTTFLibrary *library = mekuri_ttf_library();
    return library->problem[0] != '\0' ? library->problem : NULL;
}

/* Each function as `mekuri_TTF_…`: SDL_ttf's, opening it first; the failure value with SDL's
 * error set to the problem when it cannot be opened. */
#define MEKURI_TTF_WRAPPER(result, name, parameters, arguments, failure)                                             \
    MEKURI_LATE_WRAPPER(mekuri_ttf_library, MEKURI_LATE_REPORT_TO_SDL, result, name, parameters, arguments, failure)
#define MEKURI_TTF_PROCEDURE_WRAPPER(name, parameters, arguments)                                                   \
    MEKURI_LATE_PROCEDURE_WRAPPER(mekuri_ttf_library, name, parameters, arguments)
MEKURI_TTF_FUNCTIONS(MEKURI_TTF_WRAPPER, MEKURI_TTF_PROCEDURE_WRAPPER)

#endif
