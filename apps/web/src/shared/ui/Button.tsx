import Button from 'antd-mobile/es/components/button';
import type { ButtonProps } from 'antd-mobile/es/components/button';

/** The main call to action of a form: full width, rounded, brand colour. */
export function PrimaryButton({ className, ...props }: ButtonProps & { 'data-testid'?: string }) {
  return <Button block color="primary" size="large" shape="rounded" className={className ? `ui-primary ${className}` : 'ui-primary'} {...props} />;
}
