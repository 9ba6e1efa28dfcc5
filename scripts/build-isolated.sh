#!/usr/bin/env bash
# Builds client and server into $1 (e.g. /tmp/mybuild) instead of dist/, so a parallel e2e run
# never has its files replaced underneath it:  BUILD_DIR=/tmp/mybuild npx playwright test …
set -euo pipefail
out="${1:?usage: scripts/build-isolated.sh OUT_DIR}"
npx vite build --outDir "$out/client" --emptyOutDir >/dev/null
BUILD_DIR="$out" node scripts/build-server.mjs
# Node resolves packages by walking up from the bundle: give it ours.
ln -sfn "$(pwd)/node_modules" "$out/node_modules"
echo "built into $out"
