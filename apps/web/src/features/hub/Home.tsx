import { brand } from '../../shared/config';

export default function Home() {
  return (
    <section>
      <h1>What are you looking for?</h1>
      <p>Find {brand.name} hub assemblies, brake drums, brake rotors and hub components.</p>
    </section>
  );
}
