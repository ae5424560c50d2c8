// Stackful coroutines on ucontext (makecontext/swapcontext).
//
// Each switch also moves two pieces of per-thread state that belong to the code running, not to the
// thread: Swift's set of open exclusive accesses (swapped with the runtime's own entry points for task
// switches, as Swift concurrency does when a task moves on and off a thread), and, under
// AddressSanitizer, the bounds of the stack in use (the fiber-switch annotations).
#define _GNU_SOURCE
#include "CCoroutine.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define DP_ASAN 1
#endif

#if DP_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

// Swift runtime (libswiftCore): a task's open exclusive accesses, pushed onto the thread's set while it
// runs and taken off when it stops. `state` is two words, zero for a task that never ran.
extern void swift_task_enterThreadLocalContext(char *state);
extern void swift_task_exitThreadLocalContext(char *state);

static atomic_long live_count;

struct dp_coroutine {
  ucontext_t context;
  ucontext_t caller;
  void *mapping;
  size_t mapping_size;
  void *stack;
  size_t stack_size;
  dp_coroutine_entry entry;
  void *argument;
  int finished;
  uintptr_t exclusivity[2];
#if DP_ASAN
  void *fake_stack;
  void *caller_fake_stack;
  const void *caller_bottom;
  size_t caller_size;
#endif
};

// The coroutine gained control (first start or a resume).
static void arrived(dp_coroutine *co, int first) {
#if DP_ASAN
  __sanitizer_finish_switch_fiber(first ? NULL : co->fake_stack, &co->caller_bottom, &co->caller_size);
#else
  (void)first;
#endif
  swift_task_enterThreadLocalContext((char *)co->exclusivity);
}

// The coroutine hands control back (suspending, or for good when `ending`).
static void leaving(dp_coroutine *co, int ending) {
  swift_task_exitThreadLocalContext((char *)co->exclusivity);
#if DP_ASAN
  __sanitizer_start_switch_fiber(ending ? NULL : &co->fake_stack, co->caller_bottom, co->caller_size);
#else
  (void)ending;
#endif
}

// makecontext passes int arguments: the pointer arrives in two halves.
static void trampoline(unsigned int high, unsigned int low) {
  dp_coroutine *co = (dp_coroutine *)(((uintptr_t)high << 32) | (uintptr_t)low);
  arrived(co, 1);
  co->entry(co->argument);
  co->finished = 1;
  leaving(co, 1);
  setcontext(&co->caller);
}

dp_coroutine *dp_coroutine_create(size_t stack_size, dp_coroutine_entry entry, void *context) {
  dp_coroutine *co = calloc(1, sizeof(dp_coroutine));
  if (!co) return NULL;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  stack_size = (stack_size + page - 1) / page * page;
  co->mapping_size = stack_size + page;
  co->mapping = mmap(NULL, co->mapping_size, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (co->mapping == MAP_FAILED) {
    free(co);
    return NULL;
  }
  // The stack grows down: the lowest page is a guard, so an overflow faults instead of writing past it.
  mprotect(co->mapping, page, PROT_NONE);
  co->stack = (char *)co->mapping + page;
  co->stack_size = stack_size;
  co->entry = entry;
  co->argument = context;
  getcontext(&co->context);
  co->context.uc_stack.ss_sp = co->stack;
  co->context.uc_stack.ss_size = co->stack_size;
  co->context.uc_link = NULL;
  uintptr_t address = (uintptr_t)co;
  makecontext(&co->context, (void (*)(void))trampoline, 2, (unsigned int)(address >> 32),
              (unsigned int)(address & 0xffffffffu));
  atomic_fetch_add(&live_count, 1);
  return co;
}

void dp_coroutine_resume(dp_coroutine *co) {
  if (co->finished) return;
#if DP_ASAN
  __sanitizer_start_switch_fiber(&co->caller_fake_stack, co->stack, co->stack_size);
#endif
  swapcontext(&co->caller, &co->context);
#if DP_ASAN
  __sanitizer_finish_switch_fiber(co->caller_fake_stack, NULL, NULL);
#endif
}

void dp_coroutine_suspend(dp_coroutine *co) {
  leaving(co, 0);
  swapcontext(&co->context, &co->caller);
  arrived(co, 0);
}

int dp_coroutine_is_finished(const dp_coroutine *co) { return co->finished; }

void dp_coroutine_destroy(dp_coroutine *co) {
  if (!co) return;
  munmap(co->mapping, co->mapping_size);
  free(co);
  atomic_fetch_sub(&live_count, 1);
}

long dp_coroutine_live_count(void) { return atomic_load(&live_count); }
