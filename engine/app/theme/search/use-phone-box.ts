/**
 * The search box on phones: hidden behind an icon button until opened, then shown over the header with the input
 * focused; closed, it gives focus back to the button that opened it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function usePhoneBox(input: RefObject<HTMLInputElement | null>) {
  const [expanded, setExpanded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // The box is hidden until opened: focus it once it shows.
  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded, input]);

  const collapse = (refocus: boolean) => {
    setExpanded(false);
    // The trigger is laid out only on phones: elsewhere focus stays where the visitor put it.
    if (refocus && trigger.current?.offsetParent) trigger.current.focus();
  };

  return { expanded, expand: () => setExpanded(true), collapse, trigger };
}
