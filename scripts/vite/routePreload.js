// Sent to logged-in visitors only (scripts/vite/routeChunks.ts): asks for every chunk of the hash
// route at once, as soon as the page's HTML is there. Plain script, no module: runs on arrival.
(function () {
  var map = JSON.parse(document.getElementById('ea-route-chunks').textContent);
  var path = location.hash.replace(/^#/, '').split('?')[0].split('/').filter(Boolean);
  var route = map.routes.find(function (entry) {
    var pattern = entry[0].split('/').filter(Boolean);
    return pattern.length === path.length && pattern.every(function (part, i) { return part[0] === ':' || part === path[i]; });
  });
  map.session.concat(route ? route[1] : []).forEach(function (index) {
    var file = map.files[index];
    var link = document.createElement('link');
    if (/\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = ''; // as Vite's own <link rel="stylesheet" crossorigin>
    } else link.rel = 'modulepreload';
    link.href = '/' + file;
    document.head.appendChild(link);
  });
})();
