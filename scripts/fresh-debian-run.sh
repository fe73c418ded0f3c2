#!/usr/bin/env bash
# Runs the README's test command as a new user meets it: in a fresh minimal
# Debian 12 root (debootstrap --variant=minbase with git, sudo and
# ca-certificates only), on a clean clone of this checkout's HEAD, with
# ../shared copied beside it as CI has it. Everything the run needs must then
# come from scripts/install-deps.sh, not from this machine (docs/reliability.md,
# "A fresh Debian 12"). Needs root and debootstrap; prints test.sh's phase
# table at the end, and exits with test.sh's status.
#   fresh-debian-run.sh [DIR]   the root goes to DIR/root (default
#                               /var/tmp/playbench-fresh); an existing one is
#                               removed first, so every run starts fresh
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$(mkdir -p "${1:-/var/tmp/playbench-fresh}" && cd "${1:-/var/tmp/playbench-fresh}" && pwd)"
root="$dir/root"
[ "$(id -u)" -eq 0 ] || { echo "fresh-debian-run: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "fresh-debian-run: needs debootstrap (apt-get install debootstrap)" >&2; exit 1; }

unmount_all() {
  for m in dev/shm dev/pts dev sys/fs/cgroup sys proc; do
    mountpoint -q "$root/$m" && umount -l "$root/$m" || true
  done
}
trap unmount_all EXIT

if [ -d "$root" ]; then
  unmount_all
  rm -rf --one-file-system "$root"
fi
echo "fresh-debian-run: debootstrap into $root"
debootstrap --variant=minbase --include=git,sudo,ca-certificates bookworm "$root" \
  http://deb.debian.org/debian >"$dir/debootstrap.log" 2>&1 ||
  { tail -5 "$dir/debootstrap.log" >&2; exit 1; }
# The same package sources as this machine (updates and security included),
# so the root installs the versions a new Debian 12 would.
if [ -f /etc/apt/sources.list.d/debian.sources ]; then
  cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/"
  : >"$root/etc/apt/sources.list"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount -t sysfs sys "$root/sys"
mount --bind /dev "$root/dev"
mount -t devpts devpts "$root/dev/pts"
mount -t tmpfs tmpfs "$root/dev/shm"
# What an installed Debian has and a bare root lacks: the cgroup filesystem
# (slurmd will not start without it) and /etc/hosts naming the machine.
mount --rbind /sys/fs/cgroup "$root/sys/fs/cgroup"
printf '127.0.0.1\tlocalhost\n127.0.1.1\t%s\n' "$(hostname)" >"$root/etc/hosts"

mkdir -p "$root/work"
git clone -q "$repo" "$root/work/main"
git -C "$root/work/main" checkout -q "$(git -C "$repo" rev-parse HEAD)"
if [ -d "$repo/../shared" ]; then
  cp -r "$repo/../shared" "$root/work/shared"
  chmod -R a-w "$root/work/shared"
fi
echo "fresh-debian-run: ./scripts/test.sh in the root, at $(git -C "$repo" rev-parse --short HEAD)"
status=0
chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  LANG=C.UTF-8 CI=true /bin/bash -c 'cd /work/main && ./scripts/test.sh' || status=$?
echo "fresh-debian-run: test.sh exited $status"
exit "$status"
