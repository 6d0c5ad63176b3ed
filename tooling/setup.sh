#!/usr/bin/env bash
# Installs everything Qi needs on a fresh Debian machine with Node 20, then builds the workspace.
# Idempotent: safe to run again. Used by the README's first command and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
# Debian packages: real peer engines for tests and benchmarks, Chromium for browser tests, a CJK font for Xiangqi screenshots,
# redis-server for the distributed-run tests (they start their own on a free loopback port; no system service is used).
APT_PACKAGES=(fairy-stockfish gnugo chromium fonts-wqy-zenhei redis-server)

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for p in "${APT_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm@$PNPM_VERSION"
  as_root npm install -g --silent "pnpm@$PNPM_VERSION"
fi

export TURBO_TELEMETRY_DISABLED=1
pnpm install --frozen-lockfile
pnpm build
