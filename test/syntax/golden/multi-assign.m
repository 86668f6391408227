% Multiple assignment: outputs in brackets.
[a, ~, c] = f(x);
[a b] = size(x);
[~] = g();
[s.a, c{2}] = deal(1, 2);
[x(1), y.z] = deal(3, 4);
[q, ...
 r] = h();
[m ~] = max(v);
[u,v]=w;
[rows, cols] = size(A)
