#ifndef MEKURI_CSDL2IMAGE_SHIM_H
#define MEKURI_CSDL2IMAGE_SHIM_H

#include <SDL_image.h>

#endif
