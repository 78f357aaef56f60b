#ifndef MEKURI_CSDL2_SHIM_H
#define MEKURI_CSDL2_SHIM_H

#include <SDL.h>
#include "display_loss.h"

/* SDL's function-like macros do not import into Swift. Each one Mekuri needs is
 * given here, once, as a static inline function with the same meaning. */

/** SDL_BUTTON(X): the bit of a mouse state mask that stands for button X. */
static inline Uint32 mekuri_button_mask(int button) { return (Uint32)SDL_BUTTON(button); }

/** SDL_MUSTLOCK(S): whether a surface must be locked before its pixels are read. */
static inline SDL_bool mekuri_surface_must_lock(SDL_Surface *surface) {
    return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE;
}

#endif
