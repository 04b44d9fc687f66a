#!/usr/bin/env bash
# Fails when a tracked file cites a document a reader of the repository does not have: a section of the product
# specification (the product's rules are docs/product.md: link its heading instead) or an issue number (say the
# reason itself, or link the section of docs/decisions.md or docs/performance.md that gives it).
# Prints each hit as file:line and exits 1; prints 0 when there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='spec section|section [0-9]+ of the spec|spec(ification)? §|\bissues? #?[0-9]+\b'
status=0
hits=$(git grep -nIiE "$pattern" -- . ':!*.po' ':!pnpm-lock.yaml' ':!.ci/outside-references.sh') || status=$?
if [ "$status" -gt 1 ]; then
  echo "git grep failed with status $status" >&2
  exit "$status"
fi
if [ -n "$hits" ]; then
  printf '%s\n' "$hits" | cut -d: -f1,2
  echo "$(printf '%s\n' "$hits" | wc -l) references to documents outside the repository" >&2
  exit 1
fi
echo 0
