function n = escape_time(c, maxit)
% ESCAPE_TIME  Iterations until |z| > 2 for z = z^2 + c, capped at maxit.
z = complex(0, 0);
n = 0;
while n < maxit && abs(z) <= 2
    z = z * z + c;
    n = n + 1;
end
end
