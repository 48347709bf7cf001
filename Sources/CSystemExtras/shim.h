// System calls the Swift Glibc module does not export: extended attributes (kept when navlint rewrites a file) and
// renameat2's RENAME_EXCHANGE (a compare-and-swap of a file's contents against a concurrent save).
#include <sys/xattr.h>
#include <sys/syscall.h>
#include <fcntl.h>
#include <unistd.h>

/// Atomically exchanges the two paths; -1 with errno (EINVAL, ENOSYS) where the file system cannot.
static inline int navscene_rename_exchange(const char *from, const char *to) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 2 /* RENAME_EXCHANGE */);
#else
    errno = ENOSYS;
    return -1;
#endif
}
