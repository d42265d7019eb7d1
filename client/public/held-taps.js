/* Holds taps on a server-rendered page's controls until the page is live (client/src/start/held-taps.ts replays them). */
(() => {
  let order = 0;
  document.addEventListener(
    'click',
    (event) => {
      const root = document.getElementById('root');
      if (!event.isTrusted || !root || !root.hasAttribute('data-server-rendered') || !(event.target instanceof Element)) return;
      const control = event.target.closest('button, [role="button"], [role="tab"], summary, input[type="checkbox"], input[type="radio"]');
      if (!control || !root.contains(control)) return;
      // A form with an address of its own (the language switch) works as plain HTML.
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form && control.form.hasAttribute('action')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!control.hasAttribute('data-held-tap')) control.setAttribute('data-held-tap', String(++order));
    },
    true,
  );
})();
