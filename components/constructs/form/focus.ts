/** Focuses the element with this id after React has committed the current update. */
export function focusLater(id: string, { scroll = false }: { scroll?: boolean } = {}) {
  setTimeout(() => {
    const el = document.getElementById(id);
    if (!el) return;
    el.focus({ preventScroll: !scroll });
    if (scroll) el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, 0);
}
