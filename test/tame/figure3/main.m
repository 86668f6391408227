function result = main(N)
% set up sytem conditions/variables
rod.L = single(10);
rod.Ta = single(3);
rod.Tb = single(4);
a = .2;
A = 0.05;
Tspan = [0 20];
% solve system
result = solveSystem(rod,a,A,N,Tspan);
end
