import { Link, useLoaderData } from "react-router";

/**
 * The floor page (issue 29): about fifty elements from a loader, the least a React Router page
 * rendered on the server costs. Rihla's signed-in pages are measured against it in the same run.
 */
export function meta() {
  return [{ title: "Floor" }, { name: "description", content: "The bench's floor page" }];
}

export function loader() {
  return {
    title: "Umrah tours",
    tours: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Tour ${i + 1}`, days: 7 + i })),
  };
}

export default function Home() {
  const { title, tours } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      <nav>
        <Link to="/">Home</Link> <Link to="/?page=2">Next</Link>
      </nav>
      <ul>
        {tours.map((tour) => (
          <li key={tour.id}>
            <h2>{tour.name}</h2>
            <p>
              <span>{tour.days} days</span>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
