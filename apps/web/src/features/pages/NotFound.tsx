import { Link } from 'react-router';

export default function NotFound() {
  return (
    <section>
      <h1>Page Not Found</h1>
      <p>We were unable to find the page you are looking for.</p>
      <p>
        <Link to="/hub">Go to the start page</Link>
      </p>
    </section>
  );
}
