/**
 * The fake YouTube IFrame API as a script text. It does what the widget relies on from the real one
 * (https://www.youtube.com/iframe_api): defines `window.YT` with a `Player` that replaces its target element by an
 * iframe on `embedBase/{videoId}?{playerVars}` (so the playerVars reach the sandbox log), calls `events.onReady`
 * once the frame loaded and `events.onError` with the code the embed page posts for a video it cannot play, and then
 * calls the page's global `onYouTubeIframeAPIReady`. Like the real API it sets no
 * frame title of its own here, so the widget's fallback title is exercised. Each created player is also recorded in
 * `window.__sandboxYouTubePlayers` for tests.
 */
export function fakeIframeApiScript(embedBase: string): string {
  return `/* Sandbox stand-in for the YouTube IFrame API. */
(function () {
  'use strict';
  var EMBED_BASE = ${JSON.stringify(embedBase).replace(/</g, '\\u003c')};
  function Player(target, options) {
    var element = typeof target === 'string' ? document.getElementById(target) : target;
    if (!element || !element.parentNode) throw new Error('YT.Player: no element to replace');
    options = options || {};
    var vars = options.playerVars || {};
    var query = Object.keys(vars).map(function (key) {
      return encodeURIComponent(key) + '=' + encodeURIComponent(String(vars[key]));
    });
    query.push('enablejsapi=1');
    var iframe = document.createElement('iframe');
    if (element.id) iframe.id = element.id;
    iframe.src = EMBED_BASE + encodeURIComponent(options.videoId || '') + '?' + query.join('&');
    iframe.width = String(options.width || 640);
    iframe.height = String(options.height || 360);
    iframe.setAttribute('frameborder', '0');
    iframe.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    iframe.setAttribute('allowfullscreen', '');
    var self = this;
    this._iframe = iframe;
    iframe.addEventListener('load', function () {
      var onReady = options.events && options.events.onReady;
      if (self._iframe && typeof onReady === 'function') onReady({ target: self });
    });
    // The embed page tells of a video it cannot play by a message, as YouTube's does: onError with its code.
    function onMessage(event) {
      if (!self._iframe || event.source !== iframe.contentWindow) return;
      var code = event.data && event.data.sandboxYouTubeError;
      var onError = options.events && options.events.onError;
      if (typeof code === 'number' && typeof onError === 'function') onError({ target: self, data: code });
    }
    window.addEventListener('message', onMessage);
    this._stopListening = function () { window.removeEventListener('message', onMessage); };
    element.parentNode.replaceChild(iframe, element);
    (window.__sandboxYouTubePlayers = window.__sandboxYouTubePlayers || []).push({ videoId: options.videoId, playerVars: vars });
  }
  Player.prototype.getIframe = function () { return this._iframe; };
  Player.prototype.destroy = function () {
    if (this._stopListening) this._stopListening();
    if (this._iframe && this._iframe.parentNode) this._iframe.parentNode.removeChild(this._iframe);
    this._iframe = null;
  };
  Player.prototype.playVideo = Player.prototype.pauseVideo = Player.prototype.stopVideo = function () {};
  window.YT = {
    Player: Player,
    PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
    loaded: 1,
    ready: function (callback) { callback(); }
  };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
`;
}
