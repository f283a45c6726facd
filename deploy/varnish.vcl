# Varnish in front of Хроника, purged by surrogate key (docs/SCALING.md, decision 0129).
# Needs Varnish 6 or later with the xkey module (Debian: varnish, varnish-modules). Start the
# portal with CDN_PURGE=http://<this cache>/ and TRUST_PROXY=<this cache's address>.
vcl 4.1;

import xkey;

# The portal (several servers: a director of `backend`s, see Varnish's directors module).
backend portal {
  .host = "127.0.0.1";
  .port = "3000";
}

# Who may purge: the portal's servers.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.Surrogate-Key) {
      return (synth(400, "No Surrogate-Key"));
    }
    set req.http.x-purged = xkey.purge(req.http.Surrogate-Key);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  if ((req.method != "GET" && req.method != "HEAD") || req.http.Authorization) {
    return (pass);
  }
  # A writer's browser just after a write, and a reader's just after their own comment or like,
  # get a page rendered after it (the portal's `fresh` and `mine` cookies): never a kept one.
  if (req.http.Cookie ~ "(^|;\s*)(fresh|mine)=") {
    return (pass);
  }
  # Pages vary by the theme cookie alone (Vary: Cookie): every other cookie is dropped here.
  if (req.http.Cookie ~ "(^|;\s*)theme=(light|dark)(;|$)") {
    set req.http.Cookie = regsub(req.http.Cookie, "^(.*;\s*)?(theme=(light|dark))(;.*)?$", "\2");
  } else {
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_backend_response {
  # xkey reads the keys from this header.
  set beresp.http.xkey = beresp.http.Surrogate-Key;
}

sub vcl_deliver {
  unset resp.http.xkey;
}
