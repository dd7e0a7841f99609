// A browser without WebRTC, as Debian's WebKitGTK is (and Firefox with
// media.peerconnection.enabled off): the page is served with this script
// first, before any of its own (tests/smoke/checks.mjs, "no WebRTC").
delete window.RTCPeerConnection;
delete window.webkitRTCPeerConnection;
delete window.RTCDataChannel;
