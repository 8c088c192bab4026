/** Slide-in sheets. Import this only from lazily loaded modules: it carries the animation library. */
export { default as Popup } from 'antd-mobile/es/components/popup';
export type { PopupProps } from 'antd-mobile/es/components/popup';
