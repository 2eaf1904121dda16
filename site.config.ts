/** Site-wide settings: read at build time by the content pipeline and at run time by the theme. */
import enUS from './i18n/en-US.ts';
import zhCN from './i18n/zh-CN.ts';
import type { LocaleConfig, SiteConfig } from './engine/core/config-types.ts';

/**
 * The site's languages: id (in addresses and file names), its own name (the language switch), the pages' `lang`,
 * the address prefix, and its UI message file. The one with base '/' is the default: its pages have no prefix
 * and its content files no suffix. Another language needs its entry here, its message file (i18n/<id>.ts, the
 * same keys as the others) and the pages' `.<id>.md` twins.
 */
export const locales = [
  { id: 'en-US', name: 'English', lang: 'en', base: '/', messages: enUS },
  { id: 'zh-CN', name: '中文', lang: 'zh-CN', base: '/zh-CN', messages: zhCN },
] as const satisfies readonly LocaleConfig[];

const config: SiteConfig = {
  title: 'rc-table',
  description: 'Documentation and live demos of @rc-component/table, the React table component.',
  // Published as a GitHub Pages project site: build with BASE_PATH=/table/ (see README, Deploy).
  url: 'https://react-component.github.io',
  packageName: '@rc-component/table',
  repository: 'https://github.com/react-component/table',
  // "Edit this page" opens the page's file in the repository: the published branch and the content folder.
  editLink: { branch: 'main', docsDir: 'docs' },
  locales,
  // What the site knows about the table beyond its pages (plugins/): its props' tables, their history and the
  // upgrade view, the claims checks' results per release, the compatibility matrix and the composer of tables
  // from it, the performance lab and its figures per release, the styling parts, the data of the coding assistants'
  // server.
  plugins: [
    'api',
    'history',
    'claims',
    'compatibility',
    'composer',
    'performance',
    'styling',
    'assistants',
    'styled-components',
  ],
  // What demos import: the table, and the packages of the integration demos.
  liveModules: [
    '@rc-component/table',
    '@rc-component/dropdown',
    '@rc-component/menu',
    '@rc-component/motion',
    '@rc-component/tooltip',
    'react-dnd',
    'react-dnd-html5-backend',
    'react-resizable',
    'react-window',
    'styled-components',
  ],
  themeConfig: {
    // With nothing stored the site starts light; visitors pick dark or auto (follow the system).
    prefersColor: { default: 'light', switch: true },
    // A table: a frame, two row lines and a column line.
    logo: '<rect x="2" y="4" width="28" height="24" rx="4" fill="var(--accent)"/><path d="M2 12h28M2 20h28M12 12v16" stroke="var(--bg)" stroke-width="2"/>',
    // Our theme for the table's class names, and the table's scroll boxes (the styling builder's preview uses the
    // class prefix `rcsb`).
    demoStylesheet: 'theme/table.css',
    scrollers: '.rc-table-content, .rc-table-body, .rcsb-content, .rcsb-body',
    searchSynonyms: 'i18n/search-synonyms.json',
    // <API id="..."></API> tables, generated from the .d.ts files by plugins/api.
    apiParser: true,
    // Pages make the nav; these entries are appended after them (mode: override | prepend | append).
    nav: {
      mode: 'append',
      value: {
        'en-US': [
          {
            title: 'Guides',
            children: [
              { title: 'Compatibility', link: '/compatibility' },
              { title: 'Compose a table', link: '/compose' },
              { title: 'Performance', link: '/performance' },
              { title: 'Styling', link: '/styling' },
              { title: 'Upgrade view', link: '/upgrade' },
              { title: 'Migration from rc-table', link: '/migration' },
              { title: 'Coding assistants', link: '/assistants' },
            ],
          },
          {
            title: 'Links',
            children: [
              { title: 'GitHub', link: 'https://github.com/react-component/table' },
              { title: 'npm', link: 'https://www.npmjs.com/package/@rc-component/table' },
            ],
          },
        ],
        'zh-CN': [
          {
            title: '指南',
            children: [
              { title: '兼容性', link: '/zh-CN/compatibility' },
              { title: '组合表格', link: '/zh-CN/compose' },
              { title: '性能', link: '/zh-CN/performance' },
              { title: '样式', link: '/zh-CN/styling' },
              { title: '升级对照', link: '/zh-CN/upgrade' },
              { title: '升级指南', link: '/zh-CN/migration' },
              { title: '编程助手', link: '/zh-CN/assistants' },
            ],
          },
          {
            title: '链接',
            children: [
              { title: 'GitHub', link: 'https://github.com/react-component/table' },
              { title: 'npm', link: 'https://www.npmjs.com/package/@rc-component/table' },
            ],
          },
        ],
      },
    },
    socialLinks: { github: 'https://github.com/react-component/table' },
    // Sidebar groups for demo pages; a page names its group by key in front matter.
    groups: [
      { key: 'basics', order: 1, title: { 'en-US': 'Basics', 'zh-CN': '基础' } },
      { key: 'columns', order: 2, title: { 'en-US': 'Columns', 'zh-CN': '列' } },
      { key: 'scroll', order: 3, title: { 'en-US': 'Scrolling and fixed', 'zh-CN': '滚动与固定' } },
      { key: 'expand', order: 4, title: { 'en-US': 'Expandable rows', 'zh-CN': '展开行' } },
      { key: 'summary', order: 5, title: { 'en-US': 'Summary', 'zh-CN': '总结栏' } },
      { key: 'virtual', order: 6, title: { 'en-US': 'Virtual', 'zh-CN': '虚拟滚动' } },
      { key: 'custom', order: 7, title: { 'en-US': 'Customisation', 'zh-CN': '自定义' } },
      { key: 'a11y', order: 8, title: { 'en-US': 'Accessibility', 'zh-CN': '无障碍' } },
      { key: 'integrations', order: 9, title: { 'en-US': 'Integrations', 'zh-CN': '集成' } },
    ],
  },
};

export default config;
