// The system calls Swift cannot make itself (variadic C functions such as prctl).
#ifndef MEKURI_CSYSTEM_SHIM_H
#define MEKURI_CSYSTEM_SHIM_H

#include <signal.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

/// Asks the kernel to send `signal` to this process when the thread that started it ends
/// (Linux's PR_SET_PDEATHSIG); returns 0, or -1 where the system has no such request.
static inline int mekuri_signal_when_parent_ends(int signal) {
#ifdef __linux__
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal);
#else
    (void)signal;
    return -1;
#endif
}

#endif
