/** A page with one hand-written props table of the made-up component `Demo`, for the API table tests. */
export const page = (rows: string, heading = 'Properties') => `## Install

| not | api |
| --- | --- |
| a | b |

## API

### ${heading}

<!-- api: Demo -->

| Name | Type | Default | Description | Version |
| --- | --- | --- | --- | --- |
${rows}

## License
`;

/** Rows that list `Demo`'s public props correctly. */
export const GOOD = [
  '| `limit` | `number` | - | How many. | 1.2.0 |',
  '| `scroll` | `object` | - | Scrolling. | |',
  '| `scroll.x` | `number` | - | Width. | |',
  '| `scroll.y` | `number` | - | Height. | |',
  '| `jump` | `function` | - | Jumps. | |',
].join('\n');
