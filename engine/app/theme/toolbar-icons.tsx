/** The previewer's toolbar icons: simple strokes of our own, 18 px, in the text colour. */
import { StrokeIcon } from './icons';

const Icon = StrokeIcon;

export const CodeIcon = () => (
  <Icon>
    <path d="M7 6l-4 4 4 4M13 6l4 4-4 4M11 4.5l-2 11" />
  </Icon>
);

export const CodeOpenIcon = () => (
  <Icon>
    <path d="M7 6l-4 4 4 4M13 6l4 4-4 4" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon>
    <path d="M11 3.5h5.5V9M16.5 3.5L9 11M14 12v3.5a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H8" />
  </Icon>
);

/** A cube: for CodeSandbox. */
export const SandboxIcon = () => (
  <Icon>
    <path d="M10 2.5l6.5 3.75v7.5L10 17.5l-6.5-3.75v-7.5zM3.5 6.25L10 10l6.5-3.75M10 10v7.5" />
  </Icon>
);

/** A lightning bolt: for StackBlitz. */
export const BoltIcon = () => (
  <Icon>
    <path d="M11.5 2.5L4.5 11.5h5l-1 6 7-9h-5z" />
  </Icon>
);

/** A window with a play mark: the playground. */
export const PlaygroundIcon = () => (
  <Icon>
    <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
    <path d="M2.5 7h15M8.5 9.5v4.5l4-2.25z" />
  </Icon>
);

/** A cut gem: Sketch layers. */
export const DesignIcon = () => (
  <Icon>
    <path d="M5.5 3.5h9l3 4.5-7.5 9-7.5-9zM2.5 8h15M7.5 8L10 17l2.5-9M5.5 3.5L7.5 8 10 3.5 12.5 8l2-4.5" />
  </Icon>
);

/** A pointer over a dashed box: inspect the table's parts. */
export const InspectIcon = () => (
  <Icon>
    <path d="M8 3.5H3.5V8M3.5 12v4.5H8M12 3.5h4.5V8M9 9l7 2.5-3 1.5-1.5 3z" />
  </Icon>
);

export const ResetIcon = () => (
  <Icon>
    <path d="M4 4.5v4h4" />
    <path d="M4.4 8.5A6 6 0 1 1 5.5 14" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M12.5 4.5l3 3L7 16H4v-3zM11 6l3 3" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="7" y="7" width="9.5" height="9.5" rx="1.5" />
    <path d="M13 7V4.5A1 1 0 0 0 12 3.5H4.5a1 1 0 0 0-1 1V12a1 1 0 0 0 1 1H7" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="M4 10.5l4 4 8-9" />
  </Icon>
);
