// Sent to logged-in visitors only (scripts/vite/routeChunks.ts): asks for every chunk of the hash
// route at once, as soon as the page's HTML is there. Plain script, no module: runs on arrival.
(function () {
  var map = JSON.parse(document.getElementById('ea-route-chunks').textContent);
  var asked = {};
  var routeOf = function (hash) {
    var path = hash.replace(/^#/, '').split('?')[0].split('/').filter(Boolean);
    return map.routes.find(function (entry) {
      var pattern = entry[0].split('/').filter(Boolean);
      return pattern.length === path.length && pattern.every(function (part, i) { return part[0] === ':' || part === path[i]; });
    });
  };
  var route = routeOf(location.hash);
  var shell = document.querySelector('script[type="module"][src]');
  var shellFetched = function () {
    return !shell || performance.getEntriesByName(shell.src).length > 0;
  };
  var late = [];
  map.session.concat(route ? route[1] : []).forEach(function (index) {
    if (map.late.indexOf(index) >= 0 && !shellFetched()) late.push(index);
    else preload(index);
  });
  // The heaviest chunks once the shell has arrived (its resource timing entry is written then).
  if (late.length > 0) {
    var observer = new PerformanceObserver(function () {
      if (!shellFetched()) return;
      observer.disconnect();
      late.forEach(preload);
    });
    observer.observe({ type: 'resource', buffered: true });
  }
  // A link of the server's drawing followed before the app's code has run (or the browser's back and
  // forward): that route's files at once too, each asked for once.
  addEventListener('hashchange', function () {
    var next = routeOf(location.hash);
    if (next) next[1].forEach(preload);
  });
  function preload(index) {
    if (asked[index]) return;
    asked[index] = true;
    var file = map.files[index];
    var link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = ''; // as Vite's own <link rel="stylesheet" crossorigin>
    } else link.rel = 'modulepreload';
    link.href = '/' + file;
    document.head.appendChild(link);
  }
})();
