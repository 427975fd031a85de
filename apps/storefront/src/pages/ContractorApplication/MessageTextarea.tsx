// The application's message box is the design system's text area; the name stays for the form.
export { TextArea as MessageTextarea } from '@showroom/ui';
