// System calls the Swift Glibc module does not export: extended attributes (kept when navlint rewrites a file) and
// renameat2 (RENAME_EXCHANGE: a compare-and-swap of a file's contents against a concurrent save; RENAME_NOREPLACE: a
// new file never lands on one created meanwhile).
#include <sys/xattr.h>
#include <sys/syscall.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>

/// renameat2 relative to directory descriptors: flags 1 (RENAME_NOREPLACE) or 2 (RENAME_EXCHANGE); -1 with errno
/// (EINVAL, ENOSYS) where the file system cannot.
static inline int navscene_renameat2(int fromdir, const char *from, int todir, const char *to, unsigned int flags) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, fromdir, from, todir, to, flags);
#else
    errno = ENOSYS;
    return -1;
#endif
}
