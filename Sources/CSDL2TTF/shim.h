#ifndef MEKURI_CSDL2TTF_SHIM_H
#define MEKURI_CSDL2TTF_SHIM_H

#include <SDL_ttf.h>

#endif
