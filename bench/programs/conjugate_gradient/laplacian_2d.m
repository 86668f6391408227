function A = laplacian_2d(m)
% LAPLACIAN_2D  The dense 5-point Laplacian on an m-by-m grid (Dirichlet), built with kron.
e = ones(m, 1);
T = diag(2 * e) - diag(e(1:end-1), 1) - diag(e(1:end-1), -1);
I = eye(m);
A = kron(I, T) + kron(T, I);
end
