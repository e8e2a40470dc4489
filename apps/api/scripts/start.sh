#!/bin/sh
# `npm start` in apps/api: runs the built server (dist/server.js, or the bundle named as the
# first argument) with the memory settings measured for its database (decisions 0021 and
# 0037; `npm run bench -- start-flags` measures them again). `exec`: Node takes this shell's
# process, so a process manager's signals and the process id are the server's own.
#
# MALLOC_MMAP_THRESHOLD_: glibc maps each block of 32 KiB or more on its own and gives it back
# when freed, instead of keeping freed memory in its heaps (read as the process starts).
export MALLOC_MMAP_THRESHOLD_=32768
case "${DATABASE_URL:-}" in
  postgres://* | postgresql://*)
    # A PostgreSQL server: a young generation of 8 MB a half, at V8's full speed.
    exec node --max-semi-space-size=8 "${1:-dist/server.js}"
    ;;
  *)
    # The embedded database (a data directory, or memory://): V8 favours size over speed,
    # with a young generation of 2 MB a half; PGlite's thread shares the process.
    exec node --optimize-for-size --max-semi-space-size=2 "${1:-dist/server.js}"
    ;;
esac
