#!/usr/bin/env bash
# Backs a database up the way docs/operations.md says, restores it into a fresh one and checks
# that every table has the same number of rows (and a PGlite DATA_DIR the same uploaded files).
#
#   scripts/backup-restore-check.sh --data-dir ./data                 PGlite: stop the server first
#   scripts/backup-restore-check.sh --pg postgres://user@host:5432/haat
#
# Needs tar, and pg_dump/pg_restore of the server's major version for --pg. The server tests run
# the same check on seeded databases (apps/server/src/test/faults/backup-restore.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
exec node --import tsx apps/server/src/ops/backup-check.ts "$@"
