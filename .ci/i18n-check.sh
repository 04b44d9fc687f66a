#!/usr/bin/env bash
# Extracts every package's messages and compiles them strictly: a message without a Dutch translation fails.
set -euo pipefail
cd "$(dirname "$0")/.."
for pkg in shared host mfe-intake mfe-catalog mfe-statistics mfe-weight; do
  (cd "$pkg" && pnpm exec lingui extract --clean >/dev/null && pnpm exec lingui compile --strict --typescript)
done
