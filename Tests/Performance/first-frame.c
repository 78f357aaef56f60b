/*
 * Times a program's start-up from outside it, by the screen and the kernel only.
 *
 *     first-frame X Y -- COMMAND [ARGUMENTS...]
 *         Starts COMMAND and watches the pixel at X,Y of the X screen ($DISPLAY) until it
 *         differs from what it was before; prints the milliseconds from just before the exec to
 *         that change and, after a further second, the command's peak RSS (VmHWM, kB); then ends
 *         the command (SIGTERM, SIGKILL if it lingers).
 *     first-frame --exit -- COMMAND [ARGUMENTS...]
 *         Starts COMMAND and waits for it to exit; prints the milliseconds from just before the
 *         exec to the exit and its peak RSS (ru_maxrss, kB). A command that fails is an error.
 *
 * Prints one line, "MILLISECONDS KILOBYTES"; the command's own stdout is discarded. Exits 1, with one line on stderr, when the command
 * cannot be started, exits or fails before it is measured, or draws nothing within 10 s.
 *
 * The start time is taken in the child, after fork and just before execvp, on CLOCK_MONOTONIC,
 * and handed to the parent through shared memory, so the fork is not counted. The probe's own X
 * connection is made before that, so it is not counted either. The pixel is read with XGetImage
 * on the root window (which includes the windows on it: Xvfb runs no compositor), one round trip
 * to the server every POLL_INTERVAL_US; the time is taken when the changed pixel's reply comes, so
 * it is late by at most one interval and one round trip.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* How often the pixel is read: about 1 ms between the end of one read and the next. */
enum { POLL_INTERVAL_US = 1000 };
/* How long a window may take to draw anything before the run counts as failed. */
enum { FIRST_FRAME_TIMEOUT_MS = 10000 };
/* How long the window keeps running after its first frame before its peak RSS is read: work
 * deferred to just after the first frame still counts. */
enum { SETTLE_MS = 1000 };
/* How long a command has to end after SIGTERM before it gets SIGKILL. */
enum { TERMINATE_GRACE_MS = 2000 };

static const char *const USAGE =
    "usage: first-frame X Y -- COMMAND [ARGUMENTS...] | first-frame --exit -- COMMAND [ARGUMENTS...]";

/* The current time on the monotonic clock, in milliseconds. */
static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1000.0 + time.tv_nsec / 1e6;
}

static void sleep_ms(double milliseconds) {
    struct timespec pause = { .tv_sec = (time_t)(milliseconds / 1000) };
    pause.tv_nsec = (long)((milliseconds - pause.tv_sec * 1000.0) * 1e6);
    while (nanosleep(&pause, &pause) == -1 && errno == EINTR) {}
}

/* Forks and execs argv, its stdout on /dev/null (this program's stdout is for the figures); the
 * child stores the time just before its exec in *exec_ms (memory shared with this process).
 * Returns the child's pid; exits on failure. */
static pid_t start(char *argv[], volatile double *exec_ms) {
    pid_t child = fork();
    if (child == -1) {
        perror("first-frame: fork");
        exit(1);
    }
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null != -1) dup2(null, STDOUT_FILENO);
        *exec_ms = now_ms();
        execvp(argv[0], argv);
        fprintf(stderr, "first-frame: cannot run %s (%s)\n", argv[0], strerror(errno));
        _exit(127);
    }
    return child;
}

/* Memory this process and its child both see, for the child's exec time. */
static volatile double *shared_time(void) {
    void *memory = mmap(NULL, sizeof(double), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
        perror("first-frame: mmap");
        exit(1);
    }
    return memory;
}

/* The child's peak resident set so far, in kB (VmHWM in /proc/PID/status), or -1. */
static long peak_rss_kb(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *status = fopen(path, "r");
    if (status == NULL) return -1;
    long kilobytes = -1;
    while (fgets(line, sizeof line, status) != NULL) {
        if (sscanf(line, "VmHWM: %ld kB", &kilobytes) == 1) break;
    }
    fclose(status);
    return kilobytes;
}

/* Ends the child: SIGTERM, then SIGKILL if it has not exited within the grace period. */
static void terminate(pid_t child) {
    kill(child, SIGTERM);
    for (double waited = 0; waited < TERMINATE_GRACE_MS; waited += 10) {
        if (waitpid(child, NULL, WNOHANG) == child) return;
        sleep_ms(10);
    }
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
}

/* The pixel at x,y of the root window. */
static unsigned long pixel_at(Display *display, Window root, int x, int y) {
    XImage *image = XGetImage(display, root, x, y, 1, 1, AllPlanes, ZPixmap);
    if (image == NULL) {
        fprintf(stderr, "first-frame: cannot read the pixel at %d,%d\n", x, y);
        exit(1);
    }
    unsigned long pixel = XGetPixel(image, 0, 0);
    XDestroyImage(image);
    return pixel;
}

/* first-frame X Y -- COMMAND...: the time to the first changed pixel and the peak RSS after. */
static int measure_window(int x, int y, char *argv[]) {
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "first-frame: cannot open the display %s\n", getenv("DISPLAY") ? getenv("DISPLAY") : "(DISPLAY unset)");
        return 1;
    }
    Window root = DefaultRootWindow(display);
    unsigned long background = pixel_at(display, root, x, y);

    volatile double *exec_ms = shared_time();
    pid_t child = start(argv, exec_ms);
    double started = now_ms();
    for (;;) {
        if (pixel_at(display, root, x, y) != background) break;
        double now = now_ms();
        if (waitpid(child, NULL, WNOHANG) == child) {
            fprintf(stderr, "first-frame: %s exited before drawing at %d,%d\n", argv[0], x, y);
            return 1;
        }
        if (now - started > FIRST_FRAME_TIMEOUT_MS) {
            fprintf(stderr, "first-frame: %s drew nothing at %d,%d within %d ms\n", argv[0], x, y, FIRST_FRAME_TIMEOUT_MS);
            terminate(child);
            return 1;
        }
        usleep(POLL_INTERVAL_US);
    }
    double first_frame = now_ms() - *exec_ms;

    sleep_ms(SETTLE_MS);
    long rss = peak_rss_kb(child);
    terminate(child);
    XCloseDisplay(display);
    if (rss < 0) {
        fprintf(stderr, "first-frame: %s exited before its peak RSS was read\n", argv[0]);
        return 1;
    }
    printf("%.1f %ld\n", first_frame, rss);
    return 0;
}

/* first-frame --exit -- COMMAND...: the time to the command's exit and its peak RSS. */
static int measure_exit(char *argv[]) {
    volatile double *exec_ms = shared_time();
    pid_t child = start(argv, exec_ms);
    int status;
    struct rusage usage;
    while (wait4(child, &status, 0, &usage) == -1) {
        if (errno != EINTR) {
            perror("first-frame: wait4");
            return 1;
        }
    }
    double wall = now_ms() - *exec_ms;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "first-frame: %s failed (status %d)\n", argv[0], WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        return 1;
    }
    printf("%.1f %ld\n", wall, usage.ru_maxrss);
    return 0;
}

int main(int argc, char *argv[]) {
    if (argc >= 4 && strcmp(argv[1], "--exit") == 0 && strcmp(argv[2], "--") == 0) return measure_exit(argv + 3);
    char *end_x, *end_y;
    long x = argc >= 5 ? strtol(argv[1], &end_x, 10) : -1;
    long y = argc >= 5 ? strtol(argv[2], &end_y, 10) : -1;
    if (argc < 5 || *end_x != '\0' || *end_y != '\0' || x < 0 || y < 0 || strcmp(argv[3], "--") != 0) {
        fprintf(stderr, "%s\n", USAGE);
        return 2;
    }
    return measure_window((int)x, (int)y, argv + 4);
}
