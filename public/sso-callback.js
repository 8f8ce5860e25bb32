// The sign-on popup's return (src/lib/sso-provider.ts): its address, with the provider's code and state, handed to
// the portal's window over this origin's channel; the address then cleared from this window's history, and the
// window closed. Nothing else runs here, and the code is worthless without the verifier the portal's window holds.
(function () {
  var href = window.location.href;
  window.history.replaceState(null, '', window.location.pathname);
  try {
    var channel = new BroadcastChannel('portal-sso');
    channel.postMessage({ href: href });
    channel.close();
  } finally {
    window.close();
  }
})();
