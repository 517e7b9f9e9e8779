// Sent to logged-in visitors only (scripts/vite/routeChunks.ts): asks for every chunk of the hash
// route at once, as soon as the page's HTML is there. Plain script, no module: runs on arrival.
(function () {
  var map = JSON.parse(document.getElementById('ea-route-chunks').textContent);
  var path = location.hash.replace(/^#/, '').split('?')[0].split('/').filter(Boolean);
  var route = map.routes.find(function (entry) {
    var pattern = entry[0].split('/').filter(Boolean);
    return pattern.length === path.length && pattern.every(function (part, i) { return part[0] === ':' || part === path[i]; });
  });
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
  function preload(index) {
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
