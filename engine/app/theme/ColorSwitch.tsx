/** Light, dark or auto: a small select that shows and changes the colour preference. */
import { usePrefersColor } from '../site/prefers-color';
import { useT } from '../i18n/use-t';
import { isColorMode } from '../site/color';

export default function ColorSwitch() {
  const [mode, setMode] = usePrefersColor();
  const t = useT();
  return (
    <label className="color-switch" data-shows={mode}>
      <span className="visually-hidden">{t('color.label')}</span>
      <select
        className="control"
        value={mode}
        onChange={(e) => isColorMode(e.target.value) && setMode(e.target.value)}
        data-testid="color-switch"
      >
        <option value="light">{t('color.light')}</option>
        <option value="dark">{t('color.dark')}</option>
        <option value="auto">{t('color.auto')}</option>
      </select>
      {/* Before the page runs, the select shows the default mode; in its place this shows the stored one (CSS). */}
      <span className="control color-face" aria-hidden="true">
        <span data-mode="light">{t('color.light')}</span>
        <span data-mode="dark">{t('color.dark')}</span>
        <span data-mode="auto">{t('color.auto')}</span>
      </span>
    </label>
  );
}
