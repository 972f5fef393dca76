#!/usr/bin/env bash
# A live game through a home router (docs/remote-play.md, "Playing through a home router"), in
# three network namespaces of this test's own:
#
#   lan (the host, 10.77.1.2) -- router (10.77.1.1 | 11.77.0.1, NAT, miniupnpd) -- wan (the guest, 11.77.0.2)
#
# The router masquerades the LAN behind its one outside address and forwards nothing inbound
# unless miniupnpd was asked to, by UPnP or NAT-PMP. For each of the two methods: the host maps
# its port, writes the invitation with the router's outside address, the guest outside joins
# through it, the computer plays a whole game on both sides, the two records are the same, and
# the router's forwarding is gone once the host has left the game (its program still running). Then: without a forwarding the guest
# cannot join; and over IPv6 (routed, not translated) the guest joins the host's own address with
# no forwarding at all. The outside addresses are in a public range (miniupnpd refuses to forward
# on a reserved one), which is harmless here: the namespaces have no route anywhere else.
#
# Usage: router_test.sh PATH/TO/eylau-net-peer. Exit 77 (skipped, with the reason) where network
# namespaces cannot be made: not root, or no ip, nft or miniupnpd.
set -uo pipefail

peer=${1:?usage: router_test.sh PATH/TO/eylau-net-peer}

skip() { echo "SKIPPED: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "making network namespaces needs root"
for tool in ip nft miniupnpd; do
  command -v "$tool" >/dev/null 2>&1 || PATH="$PATH:/usr/sbin:/sbin" command -v "$tool" >/dev/null 2>&1 ||
    skip "'$tool' is not installed (packages iproute2, nftables, miniupnpd)"
done
export PATH="$PATH:/usr/sbin:/sbin"

tag=$$
lan=eylau-lan-$tag; rtr=eylau-rtr-$tag; wan=eylau-wan-$tag
work=$(mktemp -d)
daemon=""
cleanup() {
  # Every process left in the namespaces (miniupnpd, a peer that outlived a failure) ends with them.
  for ns in "$lan" "$rtr" "$wan"; do ip netns pids "$ns" 2>/dev/null | xargs -r kill 2>/dev/null; done
  [ -n "$daemon" ] && wait "$daemon" 2>/dev/null
  for ns in "$lan" "$rtr" "$wan"; do ip netns del "$ns" 2>/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT

fail() { echo "FAILED: $*"; for f in "$work"/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -n 30 "$f"; }; done; exit 1; }
in_ns() { local ns=$1; shift; ip netns exec "$ns" "$@"; }

if ! err=$(ip netns add "$lan" 2>&1); then skip "network namespaces cannot be made here: $err"; fi
ip netns add "$rtr" && ip netns add "$wan" || fail "namespaces"
for ns in "$lan" "$rtr" "$wan"; do in_ns "$ns" ip link set lo up; done

# The wires: the host's to the router's LAN side, the guest's to its outside.
ip link add lan0 netns "$lan" type veth peer name rlan netns "$rtr" || fail "veth lan"
ip link add wan0 netns "$wan" type veth peer name rwan netns "$rtr" || fail "veth wan"
in_ns "$lan" ip addr add 10.77.1.2/24 dev lan0
in_ns "$lan" ip -6 addr add 2001:db8:77:1::2/64 dev lan0 nodad
in_ns "$rtr" ip addr add 10.77.1.1/24 dev rlan
in_ns "$rtr" ip -6 addr add 2001:db8:77:1::1/64 dev rlan nodad
in_ns "$rtr" ip addr add 11.77.0.1/24 dev rwan
in_ns "$rtr" ip -6 addr add 2001:db8:77:2::1/64 dev rwan nodad
in_ns "$wan" ip addr add 11.77.0.2/24 dev wan0
in_ns "$wan" ip -6 addr add 2001:db8:77:2::2/64 dev wan0 nodad
for pair in "$lan lan0" "$rtr rlan" "$rtr rwan" "$wan wan0"; do set -- $pair; in_ns "$1" ip link set "$2" up; done
in_ns "$lan" ip route add default via 10.77.1.1
in_ns "$lan" ip -6 route add default via 2001:db8:77:1::1
in_ns "$wan" ip -6 route add default via 2001:db8:77:2::1
in_ns "$rtr" sysctl -qw net.ipv4.ip_forward=1
in_ns "$rtr" sysctl -qw net.ipv6.conf.all.forwarding=1

# The router's firewall: the LAN out (masqueraded), answers back in, IPv6 routed as it is, and
# IPv4 inbound only where miniupnpd put a forwarding (its chains, as its nft_init.sh makes them).
cat > "$work/router.nft" <<'EOF'
table inet filter {
  chain forward {
    type filter hook forward priority 0; policy drop;
    ct state established,related accept
    iifname "rlan" accept
    meta nfproto ipv6 accept
    jump miniupnpd
  }
  chain miniupnpd {
  }
  chain prerouting {
    type nat hook prerouting priority -100; policy accept;
    jump prerouting_miniupnpd
  }
  chain postrouting {
    type nat hook postrouting priority 100; policy accept;
    jump postrouting_miniupnpd
    oifname "rwan" ip saddr 10.77.1.0/24 masquerade
  }
  chain prerouting_miniupnpd {
  }
  chain postrouting_miniupnpd {
  }
}
EOF
in_ns "$rtr" nft -f "$work/router.nft" || fail "the router's nftables rules"

cat > "$work/miniupnpd.conf" <<EOF
ext_ifname=rwan
listening_ip=rlan
port=0
enable_natpmp=yes
enable_upnp=yes
secure_mode=yes
system_uptime=yes
uuid=9b5e4c2a-77e1-4d5b-8a51-1e7c0a5e1807
friendly_name=Eylau test router
upnp_table_name=filter
upnp_nat_table_name=filter
upnp_forward_chain=miniupnpd
upnp_nat_chain=prerouting_miniupnpd
upnp_nat_postrouting_chain=postrouting_miniupnpd
lease_file=$work/leases
minissdpdsocket=$work/minissdpd.sock
allow 1024-65535 10.77.1.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
EOF
ip netns exec "$rtr" miniupnpd -f "$work/miniupnpd.conf" -P "$work/miniupnpd.pid" -d > "$work/miniupnpd.log" 2>&1 &
daemon=$!
sleep 1
kill -0 "$daemon" 2>/dev/null || fail "miniupnpd did not start"

forwardings() { in_ns "$rtr" nft list chain inet filter prerouting_miniupnpd | grep -c "dnat" ; }

# One game: the host (lan) with `forward`, the guest (wan); both must end it, with one record.
play() {
  local name=$1 forward=$2 address=${3:-} timeout=${4:-240}
  rm -f "$work/$name".*
  in_ns "$wan" "$peer" join --invitation "$work/$name.invitation" --record "$work/$name.guest" \
    --timeout "$timeout" > "$work/$name-guest.log" 2>&1 &
  local guest=$!
  local extra=()
  [ -n "$address" ] && extra=(--address "$address")
  in_ns "$lan" "$peer" host --forward "$forward" --invitation "$work/$name.invitation" \
    --record "$work/$name.host" --timeout "$timeout" --left "$work/$name.left" "${extra[@]}" > "$work/$name-host.log" 2>&1 &
  local host=$!
  for _ in $(seq 300); do [ -s "$work/$name.invitation" ] && break; kill -0 "$host" 2>/dev/null || break; sleep 0.1; done
  during=$(forwardings)
  invitation=$(cat "$work/$name.invitation" 2>/dev/null)
  # The host has left the game but still runs: its leaving removed the forwarding.
  left=-1
  for _ in $(seq 3000); do [ -s "$work/$name.left" ] && { left=$(forwardings); break; }; kill -0 "$host" 2>/dev/null || break; sleep 0.1; done
  wait "$host"; host_status=$?
  wait "$guest"; guest_status=$?
  after=$(forwardings)
}

for method in upnp natpmp; do
  play "$method" "$method"
  [ "$host_status" -eq 0 ] || fail "$method: the host's game did not end well (exit $host_status)"
  [ "$guest_status" -eq 0 ] || fail "$method: the guest's game did not end well (exit $guest_status)"
  case "$invitation" in eylau://11.77.0.1:*) ;; *) fail "$method: the invitation '$invitation' does not name the router's outside address" ;; esac
  [ "$during" -ge 1 ] || fail "$method: the router had no forwarding while the game was played"
  [ "$left" -eq 0 ] || fail "$method: the router still forwards once the host left the game ($left)"
  [ "$after" -eq 0 ] || fail "$method: the router still forwards after the host's program ended ($after)"
  cmp -s "$work/$method.host" "$work/$method.guest" || fail "$method: the two records differ"
  echo "$method: $(grep '^forwarded' "$work/$method-host.log"); $invitation; $(grep '^record' "$work/$method-guest.log") at both ends; forwarding removed"
done

# No forwarding: the router turns the guest away (the game is not reached).
play closed none 11.77.0.1 15
[ "$guest_status" -ne 0 ] || fail "closed: the guest joined although the router forwards nothing"
[ -s "$work/closed.guest" ] && fail "closed: the guest has a game although it could not join"
echo "closed: without a forwarding the guest outside could not join ($invitation)"

# IPv6: the host's own address, routed by the router as it is: no forwarding needed.
play ipv6 none 2001:db8:77:1::2
[ "$host_status" -eq 0 ] && [ "$guest_status" -eq 0 ] || fail "ipv6: the game did not end well ($host_status, $guest_status)"
case "$invitation" in "eylau://[2001:db8:77:1::2]:"*) ;; *) fail "ipv6: the invitation '$invitation'" ;; esac
cmp -s "$work/ipv6.host" "$work/ipv6.guest" || fail "ipv6: the two records differ"
echo "ipv6: $invitation; $(grep '^record' "$work/ipv6-guest.log") at both ends, no forwarding"
echo "PASSED"
