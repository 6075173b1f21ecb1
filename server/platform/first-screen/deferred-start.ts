import { createHash } from 'node:crypto';

/**
 * The one inline script of a page whose first screen the server rendered (issue #16): it starts the app's script —
 * and the module preloads of the first screen — once that screen has been painted, not with the page. On a slow
 * phone the page, its stylesheet and fonts then have the network to themselves, and the listings show while the
 * script is still on its way; the app's script bytes are the same, they only start a paint later. A page the
 * browser keeps in the background (no paint) starts at once, and a second at most is waited in any case.
 * Its text is fixed (the script and preload addresses are attributes), so the CSP allows it by hash.
 */
export const DEFERRED_START_SCRIPT = [
  '(function(){',
  'var d=document,me=d.currentScript,started=false;',
  'function add(tag,props){var el=d.createElement(tag);for(var k in props)el[k]=props[k];el.crossOrigin="";d.head.appendChild(el);}',
  'function start(){if(started)return;started=true;',
  '(me.getAttribute("data-preload")||"").split(" ").forEach(function(href){if(href)add("link",{rel:"modulepreload",href:href});});',
  'add("script",{type:"module",src:me.getAttribute("data-entry")});}',
  'try{if(d.visibilityState!=="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)return start();',
  'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start);})',
  '.observe({type:"paint",buffered:true});}catch(e){return start();}',
  'setTimeout(start,1000);',
  '})();',
].join('');

/** The CSP source that allows exactly that script. */
export const DEFERRED_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(DEFERRED_START_SCRIPT).digest('base64')}'`;
