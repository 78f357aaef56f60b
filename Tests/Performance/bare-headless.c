/*
 * The floor of a headless SDL run: the least an SDL2 program does to have frames to draw into.
 *
 *     bare-headless WIDTH HEIGHT
 *
 * Initialises SDL with no subsystem (as Mekuri's headless runner does: SDL_Init(0)), makes a
 * WIDTHxHEIGHT 32-bit ARGB surface (SDL zeroes its pixels, so they are all resident) and a
 * software renderer on it, writes nothing and exits. It is the floor `mekuri --headless --script`
 * is compared with in `Tests/Performance/startup-figures.sh`, run under first-frame --exit.
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

enum { BITS_PER_PIXEL = 32 };

int main(int argc, char *argv[]) {
    int width = argc == 3 ? atoi(argv[1]) : 0;
    int height = argc == 3 ? atoi(argv[2]) : 0;
    if (width <= 0 || height <= 0) {
        fprintf(stderr, "usage: bare-headless WIDTH HEIGHT (the surface's size in pixels)\n");
        return 2;
    }
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "bare-headless: cannot initialise SDL (%s)\n", SDL_GetError());
        return 1;
    }
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, BITS_PER_PIXEL,
                                                          SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = surface != NULL ? SDL_CreateSoftwareRenderer(surface) : NULL;
    if (renderer == NULL) {
        fprintf(stderr, "bare-headless: cannot make a software surface and renderer (%s)\n", SDL_GetError());
        if (surface != NULL) SDL_FreeSurface(surface);
        SDL_Quit();
        return 1;
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    SDL_Quit();
    return 0;
}
