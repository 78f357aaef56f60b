/*
 * The floor of an SDL window's start-up: the least an SDL2 program does to show a window.
 *
 *     bare-window WIDTH HEIGHT
 *
 * Opens a WIDTHxHEIGHT window centred on the screen with SDL's software renderer (as Mekuri uses
 * without a GPU, with the same hint that keeps OpenGL out of the window's framebuffer), fills it
 * with one colour, presents it and waits for SDL_QUIT (a closed window or SIGTERM). It is the
 * "bare window" of `Tests/Performance/startup-figures.sh`, started under first-frame.
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>

/* The colour of the one frame: a light pink, far from the black root of `Xvfb -br`. */
enum { FILL_RED = 0xF8, FILL_GREEN = 0xD0, FILL_BLUE = 0xD8 };

static const char *const TITLE = "bare-window";

/* Fills the whole window with the fill colour and presents it. */
static void draw(SDL_Renderer *renderer) {
    SDL_SetRenderDrawColor(renderer, FILL_RED, FILL_GREEN, FILL_BLUE, SDL_ALPHA_OPAQUE);
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
}

int main(int argc, char *argv[]) {
    int width = argc == 3 ? atoi(argv[1]) : 0;
    int height = argc == 3 ? atoi(argv[2]) : 0;
    if (width <= 0 || height <= 0) {
        fprintf(stderr, "usage: bare-window WIDTH HEIGHT (the window's size in pixels)\n");
        return 2;
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "bare-window: cannot initialise SDL (%s)\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow(TITLE, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          width, height, SDL_WINDOW_SHOWN);
    if (window == NULL) {
        fprintf(stderr, "bare-window: cannot open a window (%s)\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    /* Without this SDL backs a software renderer's window with an OpenGL texture. */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (renderer == NULL) {
        fprintf(stderr, "bare-window: cannot create a software renderer (%s)\n", SDL_GetError());
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }
    draw(renderer);

    SDL_Event event;
    while (SDL_WaitEvent(&event) && event.type != SDL_QUIT) {
        if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_EXPOSED) draw(renderer);
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
