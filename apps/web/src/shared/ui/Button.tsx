import { Link, type LinkProps } from 'react-router';
import s from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'choice';

export function Button({
  variant = 'primary',
  className,
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={`${s.button} ${s[variant]} ${className ?? ''}`} {...rest} />;
}

export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: Variant }) {
  return <Link className={`${s.button} ${s[variant]} ${className ?? ''}`} {...rest} />;
}
