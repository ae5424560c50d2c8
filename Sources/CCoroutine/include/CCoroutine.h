// Stackful coroutines for script tasks: a body with its own stack that runs on the calling thread until
// it suspends or ends. See Sources/DynPropHost/World/Coroutine.swift.
#ifndef DYNPROP_CCOROUTINE_H
#define DYNPROP_CCOROUTINE_H

#include <stddef.h>

typedef struct dp_coroutine dp_coroutine;
typedef void (*dp_coroutine_entry)(void *context);

/// A coroutine that will run `entry(context)` on a stack of `stack_size` bytes (reserved, not committed,
/// with a guard page below it). NULL when the stack cannot be mapped.
dp_coroutine *dp_coroutine_create(size_t stack_size, dp_coroutine_entry entry, void *context);

/// Runs the coroutine until it suspends or its entry returns. Not from inside the coroutine itself.
void dp_coroutine_resume(dp_coroutine *coroutine);

/// From inside the coroutine: hands control back to whoever resumed it, until it is resumed again.
void dp_coroutine_suspend(dp_coroutine *coroutine);

/// Whether the entry has returned.
int dp_coroutine_is_finished(const dp_coroutine *coroutine);

/// Frees the stack. The coroutine must not be running; one that is suspended is abandoned as it is.
void dp_coroutine_destroy(dp_coroutine *coroutine);

/// How many coroutines exist now in the process (for tests that check stacks are freed).
long dp_coroutine_live_count(void);

#endif
